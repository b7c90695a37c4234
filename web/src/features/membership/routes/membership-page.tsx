import { CalendarHeart, HandHeart, Lightbulb, UsersRound } from 'lucide-react';
import { Link } from '../../../lib/router';
import { MembershipForm } from '../components/membership-form';

const benefits = [
  { icon: UsersRound, text: 'A network of women founders, leaders and entrepreneurs across Kerala.' },
  { icon: HandHeart, text: 'Free mentorship and guidance from our enablers.' },
  { icon: CalendarHeart, text: 'Invitations to meetups, workshops and our annual summit.' },
  { icon: Lightbulb, text: 'Our blog, podcast and webinars, with news from the industry.' },
];

/** Become a Member (product-spec.md §2): the sign-up form and a way to the member login. */
export default function MembershipPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div>
        <h1 className="text-4xl font-bold text-brand-900">Become a Member</h1>
        <p className="mt-4 text-lg text-gray-700">Join the club and build the next generation of groundbreaking startups with women who have done it before.</p>
        <p className="mt-4">
          <Link to="/memberlogin" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Already a member? Log in
          </Link>
        </p>
        <h2 className="mt-10 text-xl font-semibold text-gray-900">What you get</h2>
        <ul className="mt-4 space-y-4">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-gray-700">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-900">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <MembershipForm />
    </div>
  );
}
