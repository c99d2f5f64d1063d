import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REVIEWS_PAGE_SIZE, reviewListQuerySchema } from '@songdee/shared/review/review.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EditIcon, StarIcon } from '../../../components/icons';
import { ListView } from '../../../components/lists/list-page';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useMyReview, useReviews } from '../api/use-storefront';
import { ReviewModal, scoreColor, scoreName } from '../components/review-modal';
import { StoreShell } from '../components/store-shell';

function StoreReviews({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const list = useListParams(reviewListQuerySchema, { sizes: [REVIEWS_PAGE_SIZE] });
  const reviews = useReviews(store.id, { page: list.page, size: list.size });
  const [opened, setOpened] = useState(false);
  const isOwner = !!user && user.storeId === store.id;
  // The user's own review comes on its own, not from this page of the list, so it is found on any page.
  const myReview = useMyReview(store.id, user && !isOwner ? user.id : null);
  const mine = myReview.data?.review ?? undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('shopUi:review.title')}
        </Title>
        {user ? (
          isOwner ? null : (
            <Button
              leftSection={mine ? <EditIcon size={16} /> : <StarIcon size={16} />}
              onClick={() => setOpened(true)}
              loading={myReview.isPending}
              data-testid="write-review"
            >
              {mine ? t('shopUi:review.editTitle') : t('shopUi:review.writeTitle')}
            </Button>
          )
        ) : (
          <Button component={Link} to={paths.signIn} variant="light">
            {t('shopUi:review.signInToReview')}
          </Button>
        )}
      </Group>
      <ListView
        query={reviews}
        paging={list}
        empty={{ icon: <StarIcon size={28} />, text: t('shopUi:review.empty') }}
        skeleton={{ rows: 3, height: 80 }}
      >
        {(rows) => (
          <Stack gap="sm">
            {rows.map((review) => (
              <Paper key={review.id} withBorder radius="lg" p="md" data-testid="review-row">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar radius="xl" color="postBlue">
                      {review.firstName.slice(0, 1)}
                    </Avatar>
                    <div>
                      <Text fw={600}>
                        {`${review.firstName} ${review.lastName.slice(0, 1)}.`}
                        {review.isMine ? (
                          <Text span c="dimmed" fz="xs" ml={6}>
                            {t('shopUi:review.mine')}
                          </Text>
                        ) : null}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {formatDate(review.createdDate)}
                      </Text>
                    </div>
                  </Group>
                  <Badge color={scoreColor(review.score)} variant="light" leftSection={<StarIcon size={12} />}>
                    {scoreName(t, review.score)}
                  </Badge>
                </Group>
                {review.comment ? (
                  <Text fz="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
                    {review.comment}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
        )}
      </ListView>
      {opened ? <ReviewModal storeId={store.id} mine={mine} opened onClose={() => setOpened(false)} /> : null}
    </Stack>
  );
}

/** /stores/{uri}/review (spec 2): the review list and the review modal. */
export function StoreReviewPage() {
  return <StoreShell>{(store) => <StoreReviews store={store} />}</StoreShell>;
}
