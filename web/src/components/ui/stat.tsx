/** One figure of a dashboard, as a term and its value inside a <dl>. */
export function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}
