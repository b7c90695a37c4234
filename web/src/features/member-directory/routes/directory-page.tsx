import { Select, Trans, useLingui } from '@lingui/react/macro';
import { verticalOptions } from '@wfc/shared/membership/membership.options';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { countOf } from '../../../lib/count';
import { replayEarlyInput } from '../../../lib/early-input';
import { Link, useSearchParams } from '../../../lib/router';
import { CardActions } from '../../introductions';
import { translateOptions } from '../../membership';
import { useDirectory, type DirectorySearch } from '../api/get-directory';
import { useDirectoryFilters } from '../api/get-directory-filters';
import { useDirectoryViewer } from '../api/get-directory-viewer';
import { DirectoryCardView } from '../components/directory-card-view';

/** How long typing rests before the search is asked (and written in the address). */
const TYPING_PAUSE_MS = 300;
const FILTERS = ['vertical', 'city', 'tag'] as const;

/** The search and filters the address holds (`/members?q=…&vertical=…&city=…&tag=…`). */
function searchOf(params: URLSearchParams): DirectorySearch {
  return { q: params.get('q') ?? '', vertical: params.get('vertical') ?? '', city: params.get('city') ?? '', tag: params.get('tag') ?? '' };
}

/**
 * `/members` (issue 42): the member directory, for signed-in members only. Words search names,
 * companies and the two texts; vertical, city and tag filter; "Show more" follows the cursor. The
 * search and filters are in the address, so Back and a shared link show the same cards. Signed
 * out: a way to sign in or join; signed in without a membership: the way to join.
 */
export default function DirectoryPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const directory = useDirectory(search);
  const access = directory.error?.status === 401 ? 'signed-out' : directory.error?.status === 403 ? 'not-a-member' : 'member';
  const filters = useDirectoryFilters(directory.items !== undefined);
  // A card's actions need her CSRF token and her own card's id: shown once both are known.
  const viewer = useDirectoryViewer(directory.items !== undefined);
  // A member she blocks leaves the page at once (neither sees the other's card any more).
  const [moreFrom, setMoreFrom] = useState<number | null>(null);
  const [blocked, setBlocked] = useState<{ ids: string[]; message: string }>({ ids: [], message: '' });

  // What she types is hers until the address says otherwise (Back, a link): a slow answer never replaces it.
  const [typed, setTyped] = useState(search.q);
  const [seenQ, setSeenQ] = useState(search.q);
  const [pushedQ, setPushedQ] = useState<string | null>(null);
  if (search.q !== seenQ) {
    setSeenQ(search.q);
    if (search.q !== pushedQ) setTyped(search.q);
  }

  const setParam = (name: keyof DirectorySearch, value: string, replace = false) => {
    if (name === 'q') setPushedQ(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  };

  useEffect(() => {
    const words = typed.trim();
    if (words === search.q.trim()) return;
    const timer = window.setTimeout(() => setParam('q', words, true), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // setParam is made anew each render; the typed words and the address's are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, search.q]);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParam('q', typed.trim());
  }

  const clearAll = () => {
    setTyped('');
    setPushedQ('');
    setParams(new URLSearchParams());
  };

  if (access === 'signed-out' || access === 'not-a-member') {
    return (
      <PageFrame>
        <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t`Member directory`}</h1>
          {access === 'signed-out' ? (
            <>
              <p className="mt-4 text-gray-700">
                <Trans>The directory is for members of the club. Sign in to find other members, or join the club.</Trans>
              </p>
              <div className="mt-6 flex flex-col gap-3">
                <Link to="/memberlogin" className={buttonClasses('primary', 'w-full')}>
                  <Trans>Sign in</Trans>
                </Link>
                <Link to="/membership" className={buttonClasses('secondary', 'w-full')}>
                  <Trans>Become a Member</Trans>
                </Link>
              </div>
            </>
          ) : (
            <>
              <Banner tone="info" className="mt-4">
                {messageOf(directory.error, t`The directory is for members. Join the club, then list yourself from your page.`)}
              </Banner>
              <Link to="/membership" className={buttonClasses('primary', 'mt-6 w-full')}>
                <Trans>Become a Member</Trans>
              </Link>
            </>
          )}
        </div>
      </PageFrame>
    );
  }

  const cities = filters.data?.cities ?? [];
  const tags = filters.data?.tags ?? [];
  const anySearch = search.q !== '' || FILTERS.some((name) => search[name] !== '');
  const cards = directory.items?.filter((card) => !blocked.ids.includes(card.id));
  const cardCount = cards?.length ?? 0;
  const { form, text: count } = countOf(cardCount, i18n.locale);
  if (moreFrom !== null && (directory.moreError || directory.fetching)) setMoreFrom(null);
  const firstNewCard = (element: HTMLLIElement | null) => {
    // After "Show more", the focus goes to the first card it added, where reading goes on.
    if (element && moreFrom !== null) {
      element.focus();
      setMoreFrom(null);
    }
  };

  return (
    <PageFrame>
      <div className="mx-auto w-full max-w-7xl">
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t`Member directory`}</h1>
          <p className="mt-3 max-w-2xl text-gray-700">
            <Trans>
              Members who chose to be listed, with what they chose to show. Only members who are signed in see this page.{' '}
              <Link to="/member#listing" className="font-semibold text-brand-800 underline">
                Your own card is on your page.
              </Link>
            </Trans>
          </p>
        </header>

        <form method="post" role="search" aria-label={t`Search the directory`} onSubmit={onSearch} className="mt-8 space-y-4">
          <div>
            <label htmlFor="directory-search" className="block text-sm font-medium text-gray-900">
              <Trans>Search members</Trans>
            </label>
            <div className="relative mt-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-gray-600" />
              <input
                ref={replayEarlyInput}
                id="directory-search"
                type="search"
                name="q"
                value={typed}
                maxLength={100}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t`Name, company, or what she can help with`}
                className="block w-full rounded-lg border border-gray-400 bg-white py-2.5 pl-10 pr-3 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={t`Vertical`}
              name="vertical"
              placeholder={t`Any vertical`}
              options={translateOptions(i18n, verticalOptions)}
              value={search.vertical}
              onChange={(event) => setParam('vertical', event.target.value)}
            />
            <SelectField
              label={t`City`}
              name="city"
              placeholder={t`Any city`}
              options={withCurrent(cities, search.city)}
              value={search.city}
              onChange={(event) => setParam('city', event.target.value)}
            />
            <SelectField
              label={t`Tag`}
              name="tag"
              placeholder={t`Any tag`}
              options={withCurrent(tags, search.tag)}
              value={search.tag}
              onChange={(event) => setParam('tag', event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
            {anySearch && (
              <Button variant="secondary" onClick={clearAll}>
                <Trans>Clear the search and filters</Trans>
              </Button>
            )}
          </div>
        </form>

        {directory.error && (
          <Banner tone="error" className="mt-8">
            <p>{messageOf(directory.error, t`The directory could not be loaded. Please try again.`)}</p>
            <Button variant="secondary" className="mt-3" onClick={directory.reload}>
              <Trans>Try again</Trans>
            </Button>
          </Banner>
        )}
        {!directory.items && !directory.error && (
          <p role="status" className="mt-8 text-gray-700">
            <Trans>Loading the directory…</Trans>
          </p>
        )}
        {cards && (
          <>
            {blocked.message && (
              <Banner tone="success" className="mt-8">
                {blocked.message}
              </Banner>
            )}
            <p role="status" className="mt-8 text-sm text-gray-700">
              {directory.fetching ? (
                <Trans>Searching…</Trans>
              ) : cardCount === 0 ? (
                <Trans>No member found</Trans>
              ) : (
                <Select value={form} _one={`${count} member shown`} other={`${count} members shown`} />
              )}
            </p>
            {cardCount > 0 ? (
              <ul aria-label={t`Members`} aria-busy={directory.fetching} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((card, index) => (
                  <li
                    key={card.id}
                    ref={moreFrom !== null && index === moreFrom ? firstNewCard : undefined}
                    tabIndex={-1}
                    className="min-w-0 rounded-2xl focus:outline-2 focus:outline-offset-2 focus:outline-brand-800"
                  >
                    <DirectoryCardView
                      card={card}
                      headingLevel={2}
                      actions={
                        viewer.data && (
                          <CardActions
                            card={card}
                            isOwn={card.id === viewer.data.ownListingId}
                            onBlocked={(message) => setBlocked((current) => ({ ids: [...current.ids, card.id], message }))}
                          />
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center">
                <p className="text-gray-700">
                  {anySearch ? <Trans>No member matches this search.</Trans> : <Trans>No member is listed yet.</Trans>}
                </p>
              </div>
            )}
            {directory.moreError && (
              <Banner tone="error" className="mt-6">
                {messageOf(directory.moreError, t`More members could not be loaded. Please try again.`)}
              </Banner>
            )}
            {directory.hasMore && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setMoreFrom(cardCount);
                    void directory.showMore();
                  }}
                  disabled={directory.loadingMore}
                >
                  {directory.loadingMore ? t`Loading...` : t`Show more`}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}

/** The page's background and margins; never indexed. */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <meta name="robots" content="noindex, nofollow" />
      {children}
    </div>
  );
}

/** A filter's choices with their counts, and the one in the address even when no card has it now. */
function withCurrent(choices: { value: string; count: number }[], current: string) {
  const options = choices.map((choice) => ({ value: choice.value, label: `${choice.value} (${choice.count})` }));
  if (current && !choices.some((choice) => choice.value === current)) options.unshift({ value: current, label: current });
  return options;
}
