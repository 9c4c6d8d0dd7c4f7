// The price box's price fetch (SPEC.md §4): core/price-state decides, this hook performs. A choice
// with a valid date range asks POST /api/price/ (a newer request cancels the pending one, through
// the API client's cancelKey), reuses a cached answer younger than an hour, or only stores
// persons and language.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import {
  initialPriceState,
  planPrice,
  priceReducer,
  priceRequestBody,
  type PriceState,
  type StayChoice,
} from '#core/price-state';
import { ApiClientError } from './api/client';
import { postPrice } from './api/pricing';
import { useApi } from './api/provider';
import { useRootData } from './root-data';

export interface UsePriceOptions {
  objectNumber: number;
  adultsMax: number;
  stay: StayChoice;
  today: IsoDate;
}

export interface UsePrice {
  state: PriceState;
  /** Asks again even when a fresh price is cached (the retry after a failure). */
  refresh(): void;
}

/** cancelKey of the price request: one pending price per page. */
const CANCEL_KEY = 'price';

export function usePrice({ objectNumber, adultsMax, stay, today }: UsePriceOptions): UsePrice {
  const root = useRootData();
  const language: Language = root?.language ?? 'de';
  const partner = root?.partnerId ?? null;
  const client = useApi();
  const [state, dispatch] = useReducer(priceReducer, stay, (s) => initialPriceState(s, language));
  // The reducer's state as of the last render, for planning inside effects and callbacks.
  const stateRef = useRef(state);
  // Declared before the choosing effect, so it runs first after each render.
  useEffect(() => {
    stateRef.current = state;
  });

  const choose = useCallback(
    (force: boolean) => {
      const plan = planPrice(stateRef.current, {
        objectNumber,
        stay,
        language,
        partner,
        today,
        now: Date.now(),
        force,
      });
      dispatch({ type: 'choose', stay, language, plan });
      if (plan.kind !== 'fetch') return;
      const key = plan.key;
      postPrice(
        client,
        priceRequestBody(objectNumber, stay, language, { adultsMax, partner }),
        CANCEL_KEY,
      ).then(
        (envelope) => {
          // undefined: a newer request superseded this one.
          if (envelope === undefined) return;
          if (envelope.data === null) {
            dispatch({ type: 'fetchFailed', key, error: 'no data' });
            return;
          }
          dispatch({ type: 'fetchSucceeded', key, result: envelope.data, now: Date.now() });
        },
        (error: unknown) => {
          // SPEC §8: a price failure flags the fetching error. The box shows its own text; the
          // API's (English, technical) message is kept for diagnosis only.
          const text =
            error instanceof ApiClientError ? (error.errors[0]?.text ?? error.message) : 'unknown';
          dispatch({ type: 'fetchFailed', key, error: text });
        },
      );
    },
    [client, objectNumber, adultsMax, stay, language, partner, today],
  );

  // Every change of the stay (or language) is a new choice; the first one happens after
  // hydration, so the server render and the first client render agree.
  useEffect(() => {
    choose(false);
  }, [choose]);

  const refresh = useCallback(() => choose(true), [choose]);
  return { state, refresh };
}
