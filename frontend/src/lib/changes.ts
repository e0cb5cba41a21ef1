import {
  AppliedChangeSchema,
  type ChangeEntryBody,
  ChangeEntrySchema,
  type ChangePreview,
  ChangePreviewSchema,
  type ChangeRequest,
  UndoneChangeSchema,
} from '@rodada/events/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch } from './api';
import { tabletFetch } from './tabletApi';

// Mid-event changes (issue 28) as the screens make them: one adapter per audience (the owner's
// session, the court tablet's code) so the change dialog and the history take any kind of change
// and either audience without knowing which.

/** What a change is, without the revision it is based on nor the preview flag: any kind, as the contract grows. */
export type ChangeBody = ChangeRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'basedOnRevision' | 'preview'>
    : never
  : never;

export type AppliedChange = z.infer<typeof AppliedChangeSchema>;
export type UndoneChange = z.infer<typeof UndoneChangeSchema>;

/** The calls the change screens need, for one tournament, as one audience. */
export interface ChangesApi {
  /** The cache key the history lives under (the revision is appended, so any change reads it again). */
  readonly historyKey: QueryKey;
  /** The tournament's own cache key: read again after a change or an undo (the live push also comes). */
  readonly tournamentKey: QueryKey;
  preview(body: ChangeBody, basedOnRevision: number, signal?: AbortSignal): Promise<ChangePreview>;
  apply(body: ChangeBody, basedOnRevision: number, idempotencyKey: string): Promise<AppliedChange>;
  history(signal?: AbortSignal): Promise<ChangeEntryBody[]>;
  undo(changeId: string, basedOnRevision: number, idempotencyKey: string): Promise<UndoneChange>;
}

type Fetch = <S extends z.ZodType>(
  path: string,
  options: {
    readonly method?: 'GET' | 'POST';
    readonly body?: unknown;
    readonly signal?: AbortSignal;
    readonly idempotencyKey?: string;
    readonly schema: S;
  },
) => Promise<z.output<S>>;

function changesApi(
  base: string,
  send: Fetch,
  keys: { historyKey: QueryKey; tournamentKey: QueryKey },
): ChangesApi {
  return {
    ...keys,
    preview: (body, basedOnRevision, signal) =>
      send(`${base}/changes`, {
        method: 'POST',
        body: { ...body, basedOnRevision, preview: true },
        schema: ChangePreviewSchema,
        signal,
      }),
    apply: (body, basedOnRevision, idempotencyKey) =>
      send(`${base}/changes`, {
        method: 'POST',
        body: { ...body, basedOnRevision },
        schema: AppliedChangeSchema,
        idempotencyKey,
      }),
    history: (signal) => send(`${base}/changes`, { schema: ChangeEntrySchema.array(), signal }),
    undo: (changeId, basedOnRevision, idempotencyKey) =>
      send(`${base}/changes/${encodeURIComponent(changeId)}/undo`, {
        method: 'POST',
        body: { basedOnRevision },
        schema: UndoneChangeSchema,
        idempotencyKey,
      }),
  };
}

/** The owner's (or an administrator's) changes, under the session cookie. */
export function ownerChangesApi(tournamentId: string, tournamentKey: QueryKey): ChangesApi {
  return changesApi(`/api/tournaments/${encodeURIComponent(tournamentId)}`, apiFetch, {
    historyKey: ['tournaments', 'changes', tournamentId],
    tournamentKey,
  });
}

/** The court tablet's changes, under its code. */
export function tabletChangesApi(tournamentId: string, code: string, tournamentKey: QueryKey): ChangesApi {
  return changesApi(
    `/api/tablet/tournaments/${encodeURIComponent(tournamentId)}`,
    (path, options) => tabletFetch(code, path, options),
    { historyKey: ['tablet', 'changes', tournamentId], tournamentKey },
  );
}

/** A change refused because the tournament moved on since the revision it was based on. */
export function isStaleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'change.staleRevision';
}

/** The one change "Desfazer" may undo: the newest one not undone yet (the server undoes newest first). */
export function undoableChange(history: readonly ChangeEntryBody[]): ChangeEntryBody | undefined {
  return history.find((entry) => !entry.undone);
}
