// A file sent to an /api route as multipart: the office's uploads (images, bank statements). The
// typed client (./client.ts) speaks JSON, which cannot carry a file. The fields go before the file:
// the server reads them first (server/api/file-parts.ts), so a refusal comes before the upload is
// read.

/** What a file upload answered: the envelope's data, the error's text key, or no answer (null). */
export type FilePosted<T> = { ok: true; data: T } | { ok: false; errorKey: string | null };

export async function postFile<T>(
  path: string,
  fields: Readonly<Record<string, string>>,
  file: File,
): Promise<FilePosted<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', file, file.name);
  try {
    const res = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
    if (res.ok) return { ok: true, data: ((await res.json()) as { data: T }).data };
    const answer = (await res.json().catch(() => ({}))) as { errors?: { text?: string }[] };
    // An answer without a text (a proxy's error page) is still a refusal of the input.
    return { ok: false, errorKey: answer.errors?.[0]?.text ?? 'errors.validation.invalid' };
  } catch {
    return { ok: false, errorKey: null };
  }
}
