import { useApolloClient } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n';
import { uploadMutation } from './upload';

/**
 * An upload mutation with progress and cancel. The answer goes into Apollo's normalized cache as a
 * mutation answer would (so rows it changes update everywhere); `update` then adds or removes list rows.
 */
export function useUpload() {
  const client = useApolloClient();
  const { language } = useLanguage();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async <TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      files: Partial<Record<keyof TVariables & string, File | File[]>>,
      update?: (cache: ApolloCache, data: TData) => void,
    ): Promise<TData> => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      try {
        // With __typename on every object, as Apollo's own requests ask, so the answer normalizes.
        const query = client.cache.transformDocument(document) as TypedDocumentNode<TData, TVariables>;
        const data = await uploadMutation(query, variables, files, { language, onProgress: setProgress, signal: abort.signal });
        client.cache.writeQuery({ id: 'ROOT_MUTATION', query, variables, data });
        update?.(client.cache, data);
        return data;
      } finally {
        if (controller.current === abort) controller.current = null;
        setProgress(null);
      }
    },
    [client, language],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { send, cancel, progress, uploading: progress !== null };
}
