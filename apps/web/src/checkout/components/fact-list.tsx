/** One line of a success page's details; a line without a value is left out. */
export type Fact = { label: string; value: string | null; testId?: string };

/** A success page's details: label on the left, value on the right (spec 2 §2 "Booking details"). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-line">
      {facts.map(
        (fact) =>
          fact.value && (
            <div key={fact.label} className="flex items-baseline justify-between gap-4 py-3 text-sm">
              <dt className="text-muted">{fact.label}</dt>
              <dd data-testid={fact.testId} className="text-right font-semibold text-fg">
                {fact.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
