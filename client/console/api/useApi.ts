import { useCallback, useEffect, useState } from 'react';
import { ApiError, getJson } from './request';

interface ApiState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Asks again; the data shown stays until the new answer arrives. */
  reload: () => void;
}

/** A GET of the console API, asked again whenever `path` changes (and never for `null`). */
export function useApi<T>(path: string | null): ApiState<T> {
  const [answer, setAnswer] = useState<{ path: string; data?: T; error?: ApiError }>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    getJson<T>(path, controller.signal).then(
      (data) => setAnswer({ path, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((last) => ({
          path,
          data: last?.path === path ? last.data : undefined,
          error: error instanceof ApiError ? error : new ApiError(String(error), 0),
        }));
      },
    );
    return () => controller.abort();
  }, [path, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = answer?.path === path ? answer : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: path !== null && current === undefined,
    reload,
  };
}
