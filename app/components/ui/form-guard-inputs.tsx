// The two hidden inputs of every form guarded by services/platform form-guard.ts (the contact
// forms, the partner registration): the signed render instant (FORM_GUARD_FIELDS.token) the loader
// made with issueFormToken, and the trap field (FORM_GUARD_FIELDS.trap) that people leave empty
// and bots fill in. The trap is hidden from sight only, not from screen readers, whose users read
// its label telling them to leave it empty; it takes no Tab stop and no autofill (autofill would
// fill it for a human). The caller gives the trap's label from its own texts (the shell's footer
// form sends no content texts).
import { FORM_GUARD_FIELDS } from '#services/platform/types';

export function FormGuardInputs({
  token,
  idPrefix,
  trapLabel,
}: {
  token: string;
  idPrefix: string;
  /** The trap's label: tells screen-reader users to leave the field empty. */
  trapLabel: string;
}) {
  const trapId = `${idPrefix}-${FORM_GUARD_FIELDS.trap}`;
  return (
    <>
      <input type="hidden" name={FORM_GUARD_FIELDS.token} value={token} />
      <div className="visually-hidden">
        <label htmlFor={trapId}>{trapLabel}</label>
        <input
          id={trapId}
          name={FORM_GUARD_FIELDS.trap}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
