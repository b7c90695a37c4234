import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarHeart, HandHeart, Lightbulb, UsersRound } from 'lucide-react';
import { Link } from '../../../lib/router';
import { MembershipForm } from '../components/membership-form';

const benefits = [
  { icon: UsersRound, text: msg`A network of women founders, leaders and entrepreneurs across Kerala.` },
  { icon: HandHeart, text: msg`Free mentorship and guidance from our enablers.` },
  { icon: CalendarHeart, text: msg`Invitations to meetups, workshops and our annual summit.` },
  { icon: Lightbulb, text: msg`Our blog, podcast and webinars, with news from the industry.` },
];

/** Become a Member (product-spec.md §2): the sign-up form and a way to the member login. */
export default function MembershipPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div>
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>Become a Member</Trans>
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Trans>Join the club and build the next generation of groundbreaking startups with women who have done it before.</Trans>
        </p>
        <p className="mt-4">
          <Link to="/memberlogin" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            <Trans>Already a member? Log in</Trans>
          </Link>
        </p>
        <h2 className="mt-10 text-xl font-semibold text-gray-900">
          <Trans>What you get</Trans>
        </h2>
        <ul className="mt-4 space-y-4">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex gap-3 text-gray-700">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-900">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5">{t(text)}</span>
            </li>
          ))}
        </ul>
      </div>
      <MembershipForm />
    </div>
  );
}
