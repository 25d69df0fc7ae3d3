import { Button, Card, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { reportQueries } from '../api/report-queries';
import { ActivityList } from './activity-list';

/**
 * Everything the user did and everything that happened to their goods, newest first. Older entries load as the
 * end of the list comes into view (or with the button, for keyboards); a live `report:updated` refetches the
 * pages, so new entries appear at the top.
 */
export function ActivityTimeline() {
  const feed = useInfiniteQuery(reportQueries.activityFeed());
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const entries = feed.data?.pages.flat() ?? [];
  return (
    <Stack gap="lg">
      <PageHeader eyebrow="Dashboard" title="Activities" description="What you did, and what happened to your products and packages, newest first." />
      <Card withBorder padding="lg">
        {feed.isPending ? (
          <Stack gap="md" aria-label="Activities: loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : feed.isError && entries.length === 0 ? (
          <QueryError error={feed.error} onRetry={() => void feed.refetch()} title="The activities could not be loaded" />
        ) : entries.length === 0 ? (
          <EmptyState title="No activity yet" description="Register a product, request an item or pack a package: it shows here, and so does whatever your partners do with your goods." />
        ) : (
          <Stack gap="md">
            <ActivityList entries={entries} label="Activities" />
            <div ref={sentinel} />
            {feed.isFetchNextPageError && <QueryError error={feed.error} onRetry={() => void fetchNextPage()} title="Older entries could not be loaded" />}
            {hasNextPage ? (
              <Center>
                <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  Show older entries
                </Button>
              </Center>
            ) : (
              <Text size="xs" c="dimmed" ta="center">
                That is everything.
              </Text>
            )}
            {feed.isRefetching && !isFetchingNextPage && (
              <Center>
                <Loader size="xs" aria-label="Updating" />
              </Center>
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
