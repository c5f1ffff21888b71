/**
 * The server's side of the back office's uploads in component tests. Uploads go as GraphQL multipart
 * requests by XMLHttpRequest (admin/kit/upload.ts), beside Apollo's link: this stands in for
 * XMLHttpRequest, reads each request as the server would (operations, map, files) and answers it.
 */
import { parse, getOperationAST } from 'graphql';
import { vi } from 'vitest';

/** An upload as the server received it: the operation, its variables (files as null, as the spec sends them), the files by variable. */
export interface SentUpload {
  operationName: string;
  variables: Record<string, unknown>;
  /** By variable path (`image`, `images.0`). */
  files: Record<string, File>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
}

type Answer = { kind: 'result'; body: { data?: unknown; errors?: unknown[] } } | { kind: 'hang'; fraction: number };

/** Replaces XMLHttpRequest for the test (Vitest's unstubAllGlobals, in the setup file, puts it back). */
export function fakeUploadServer() {
  const sent: SentUpload[] = [];
  const answers: Answer[] = [];

  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string): void {
      if (method !== 'POST' || url !== '/graphql') throw new Error(`Unexpected upload request ${method} ${url}`);
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: FormData): void {
      const operations = JSON.parse(body.get('operations') as string) as { query: string; variables: Record<string, unknown> };
      const map = JSON.parse(body.get('map') as string) as Record<string, string[]>;
      const files = Object.fromEntries(Object.entries(map).map(([slot, [path]]) => [path!.replace(/^variables\./, ''), body.get(slot) as File]));
      const operationName = getOperationAST(parse(operations.query))?.name?.value ?? '';
      sent.push({ operationName, variables: operations.variables, files, headers: this.headers });
      const answer = answers.shift();
      if (!answer) throw new Error(`No answer set for the upload ${operationName}`);
      if (answer.kind === 'hang') {
        setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: answer.fraction * 100, total: 100 }), 0);
        return;
      }
      setTimeout(() => {
        if (this.aborted) return;
        this.status = 200;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }

    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    sent,
    /** The next upload's answer: the mutation's data, or GraphQL errors. */
    answer(body: { data: unknown } | { errors: { message: string; extensions?: Record<string, unknown> }[] }): void {
      answers.push({ kind: 'result', body });
    },
    /** The next upload stays under way with `fraction` of it sent, until cancelled. */
    hang(fraction: number): void {
      answers.push({ kind: 'hang', fraction });
    },
  };
}
