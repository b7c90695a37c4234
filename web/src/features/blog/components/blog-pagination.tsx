import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const buttonBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500';

/** Previous, one button per existing page, Next (decisions.md 6); Previous and Next are disabled at the ends. */
export function BlogPagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t`Blog pages`} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${buttonBase} border-gray-400 bg-white text-gray-800 enabled:hover:bg-brand-50`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <Trans>Previous</Trans>
          </button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-label={t`Page ${number}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => onPageChange(number)}
                className={`${buttonBase} ${current ? 'border-brand-800 bg-brand-800 text-white' : 'border-gray-400 bg-white text-gray-800 hover:bg-brand-50'}`}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`${buttonBase} border-gray-400 bg-white text-gray-800 enabled:hover:bg-brand-50`}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <Trans>Next</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
