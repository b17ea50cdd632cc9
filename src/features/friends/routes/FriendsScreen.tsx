import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useMe } from '../../../lib/session-api/get-me';
import { useCircles } from '../api/get-circles';
import { splitWeeks } from '../circles';
import { EarlierWeeks } from '../components/EarlierWeeks';
import { FriendsSkeleton } from '../components/FriendsSkeleton';
import { InviteCard } from '../components/InviteCard';
import { LastWeekCard } from '../components/LastWeekCard';
import '../friends.css';
import { ErrorCard } from '../../../ui/ErrorCard';

/** Friends: the invite link, how many joined, last week's earnings to withdraw, and every other week. */
export default function FriendsScreen() {
  const t = useT();
  const user = useMe().data;
  const circles = useCircles();

  let earnings;
  if (circles.isPending) earnings = <FriendsSkeleton />;
  else if (circles.isError && !circles.data) {
    earnings = (
      <ErrorCard message={t('friends.loadFailed')} retry={{ label: t('friends.retry'), onRetry: () => void circles.refetch() }} />
    );
  } else {
    // "Last week" as of when the figures were fetched, so the weeks and the figures agree.
    const now = new Date(circles.dataUpdatedAt);
    const { current, lastWeek, earlier } = splitWeeks(circles.data.data, now);
    earnings = (
      <>
        <p className="friends-invited">{t('friends.invited', { count: circles.data.referralCount })}</p>
        <LastWeekCard circle={lastWeek} now={now} />
        <EarlierWeeks current={current} earlier={earlier} />
      </>
    );
  }

  return (
    <>
      <h1>{t('friends.title')}</h1>
      <p className="muted">{t('friends.intro')}</p>
      {user ? <InviteCard refCode={user.refCode} /> : null}
      {earnings}
      <PreloadLink to="/history" className="nav-card friends-history">
        {t('friends.historyLink')}
        {/* The card says what it opens, rather than a bare title. */}
        <span className="friends-history__hint">{t('friends.historyHint')}</span>
      </PreloadLink>
    </>
  );
}
