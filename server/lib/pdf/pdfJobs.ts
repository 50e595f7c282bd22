/**
 * What a rendering thread is asked for, by kind: plain data only, as it crosses to another thread.
 * The kinds are the modules' own: they are added where the modules' renderers are wired into the
 * thread (server/pdf.worker.ts, by declaration merging, which knip does not see: hence public), so
 * this room names no module.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in server/pdf.worker.ts
export interface PdfJobKinds {}

export type PdfJob = { [K in keyof PdfJobKinds]: { kind: K } & PdfJobKinds[K] }[keyof PdfJobKinds];

/** The renderer of each kind, as the thread calls it. */
export type PdfRenderers = { [K in keyof PdfJobKinds]: (job: PdfJobKinds[K]) => Promise<Uint8Array> };
