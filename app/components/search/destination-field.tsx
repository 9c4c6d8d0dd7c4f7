// The destination field of the home search box and the search screen: a text field with
// suggestions from the location catalogue (GET /api/location/suggest) in the WAI-ARIA combobox
// pattern — arrow keys move through the list, Enter takes the active suggestion (or, with none
// active, submits the form with the typed text), Escape closes the list, then clears the field.
// Without JavaScript it is the plain text field of its GET form.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LocationSuggestion } from '#services/search/types';
import { useT } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { getLocationSuggestions } from '../../lib/api/search';
import { formatCount } from '../../lib/format';
import { useLocale, useRootData } from '../../lib/root-data';
import styles from './destination-field.module.css';

/** Characters typed before suggestions are asked for. */
const MIN_CHARS = 2;
/** Pause after the last keystroke before asking. */
const DEBOUNCE_MS = 150;
/** SEARCH_LIMITS.text: longer text is no search. */
const MAX_LENGTH = 100;

interface Props {
  /** The text shown at first (the page's destination); a change (navigation) replaces the text. */
  value: string;
  /** Form field name of the typed text (the search query's fulltext). */
  name?: string;
  /** Class of the field's wrapper (label + input), from the form that holds it. */
  className?: string;
  /** Class of the input, from the form that holds it. */
  inputClassName?: string;
  /** A suggestion was chosen (clicked, or Enter on the active one). */
  onChoose(suggestion: LocationSuggestion): void;
}

export function DestinationField({
  value,
  name = 'fulltext',
  className,
  inputClassName,
  onChoose,
}: Props) {
  const t = useT('common');
  const locale = useLocale();
  const language = useRootData()?.language ?? 'de';
  const api = useApi();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;

  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The page's destination changed (a search elsewhere, back button): show it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  /** The text the suggestions are for ('' = none asked). */
  const [answeredFor, setAnsweredFor] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Only typing asks for suggestions, not the text a page starts with. */
  const typed = useRef(false);

  const query = text.trim();
  useEffect(() => {
    // Suggestions of an earlier text are not shown (see `current`); nothing to clear here.
    if (!typed.current || [...query].length < MIN_CHARS) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      // Enter searched the text before the pause was over (see onKeyDown).
      if (!typed.current) return;
      getLocationSuggestions(api, { q: query, languageCode: language }).then(
        (answer) => {
          // undefined: a newer request superseded this one. Not typed: searched meanwhile.
          if (cancelled || answer === undefined || !typed.current) return;
          setSuggestions(answer.data ?? []);
          setAnsweredFor(query);
          setActive(-1);
          setOpen(true);
        },
        () => {
          // Suggestions are a help: without them the field still searches the typed text.
          if (cancelled) return;
          setSuggestions([]);
          setAnsweredFor('');
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, language, query]);

  /** The suggestions are those of the text in the field. */
  const current = answeredFor !== '' && answeredFor === query;
  const expanded = open && current && suggestions.length > 0;
  const choose = (suggestion: LocationSuggestion) => {
    typed.current = false;
    setText(suggestion.name);
    setAnsweredFor('');
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = current ? suggestions.length : 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
          return;
        }
        if (event.altKey) return;
        // From the last suggestion back to the field (no active one), then round again.
        setActive((index) =>
          down ? (index + 1 >= count ? -1 : index + 1) : index <= -1 ? count - 1 : index - 1,
        );
        return;
      }
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
        if (suggestion === undefined) {
          // The form searches the typed text; suggestions asked for by the typing and still to
          // come would open over its results.
          typed.current = false;
          setOpen(false);
          return;
        }
        event.preventDefault();
        choose(suggestion);
        return;
      }
      case 'Escape':
        if (expanded) {
          // The list closes; the field (type search) would otherwise clear itself too.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };

  const status = !current
    ? ''
    : suggestions.length === 0
      ? t('search.suggestionsNone')
      : t('search.suggestionsStatus', { count: suggestions.length });

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId}>{t('search.destination')}</label>
      <div className={styles.anchor}>
        <input
          id={inputId}
          className={inputClassName}
          name={name}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={t('search.destinationPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_LENGTH}
          enterKeyHint="search"
          value={text}
          data-testid="destination-input"
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (current) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.list}
          hidden={!expanded}
          data-testid="destination-suggestions"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.country}-${suggestion.region}-${suggestion.place}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // The field keeps the focus (and so the list stays open) while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => {
                if (active !== index) setActive(index);
              }}
            >
              <span className={styles.name}>{suggestion.name}</span>
              <span className={styles.meta}>
                {[
                  suggestion.context === ''
                    ? t(`search.suggestionKind.${suggestion.kind}`)
                    : `${t(`search.suggestionKind.${suggestion.kind}`)} · ${suggestion.context}`,
                  t('search.suggestionCount', {
                    count: suggestion.count,
                    total: formatCount(suggestion.count, locale),
                  }),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
