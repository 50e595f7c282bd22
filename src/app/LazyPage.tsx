import { Suspense, useState } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { LazyRoute } from './lazyRoute';
import { PageLoading } from './PageLoading';

/** A code-split screen with its loading state and its loading-failed message with retry. */
export function LazyPage<P extends object>({ page, props }: { page: LazyRoute<P>; props: P }) {
  // Bumping the attempt re-renders with the fresh lazy component retry() made.
  const [, setAttempt] = useState(0);
  const Page = page.Component;
  return (
    <ChunkErrorBoundary
      onRetry={() => {
        page.retry();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
