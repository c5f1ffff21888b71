import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';
import { sessionHeaders } from '../../lib/session';

export interface UploadOptions {
  /** The interface language, asked for in the answer's catalogue texts (as Apollo's own requests do). */
  language?: string;
  /** Called as the body goes out: the share sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * Sends a GraphQL mutation with files as a GraphQL multipart request (operations, map, the files), with
 * the Apollo-Require-Preflight header the server wants. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. `files` names top-level variables that are files (or lists of files); their
 * values go as null in `operations`, as the spec says. Errors come as Apollo's own error classes, so apiErrorInfo reads them.
 */
export function uploadMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  files: Partial<Record<keyof TVariables & string, File | File[]>>,
  options: UploadOptions = {},
): Promise<TData> {
  // Each file with its place in the variables: `image`, or `images.0`, `images.1` … for a list.
  const slots: [string, File][] = [];
  const nulled: Record<string, null | null[]> = {};
  for (const [name, value] of Object.entries(files) as [string, File | File[] | undefined][]) {
    if (value instanceof File) {
      slots.push([name, value]);
      nulled[name] = null;
    } else if (Array.isArray(value)) {
      value.forEach((file, index) => slots.push([`${name}.${index}`, file]));
      nulled[name] = value.map(() => null);
    }
  }
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, ...nulled } }));
  body.append('map', JSON.stringify(Object.fromEntries(slots.map(([path], index) => [String(index), [`variables.${path}`]]))));
  slots.forEach(([, file], index) => body.append(String(index), file, file.name));

  return new Promise<TData>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    if (options.language) xhr.setRequestHeader('Accept-Language', options.language);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      let result: { data?: TData | null; errors?: GraphQLFormattedError[] } | undefined;
      try {
        result = JSON.parse(xhr.responseText) as typeof result;
      } catch {
        result = undefined;
      }
      if (result?.errors?.length) reject(new CombinedGraphQLErrors({ data: result.data, errors: result.errors }));
      else if (xhr.status >= 200 && xhr.status < 300 && result?.data) resolve(result.data);
      else
        reject(new ServerError(`Upload failed (${xhr.status})`, { response: new Response(null, { status: xhr.status || 500 }), bodyText: xhr.responseText }));
    };
    xhr.onerror = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new TypeError('Network error'));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
