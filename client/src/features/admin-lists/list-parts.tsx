/**
 * The parts the admin lists share: on a phone a card per record (name, badge, details, how to reach
 * the client, a dated footnote), on a wider screen a table with a row per record. Quotes and contracts
 * differ only in what goes into them (PersonRows).
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmailLink, PhoneLink } from "./contact-links";

const nameLink = "font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950";

type Person = { href: string; name: string; phone: string; email: string };

function ListCard({
  person,
  badge,
  footnote,
  testId,
  children,
}: {
  person: Person;
  badge: ReactNode;
  footnote: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <Link href={person.href} className={`${nameLink} min-w-0 break-words text-lg`}>
          {person.name}
        </Link>
        {badge}
      </div>
      {children}
      <p className="mt-1 flex flex-col items-start text-sm">
        <PhoneLink phone={person.phone} tall />
        <EmailLink email={person.email} tall />
      </p>
      <p className="mt-2 text-xs text-stone-600">{footnote}</p>
    </li>
  );
}

export type Column = { label: string; className?: string };

/** The table of a list: its caption for screen readers, its column headings and its rows. */
export function ListTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:block">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.className ?? ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}

/** The first cells of a row: who (linked, with a dated note), how to reach them, and where the work is. */
function PersonCells({ person, note, address, scope }: { person: Person; note: string; address: string; scope: string }) {
  return (
    <>
      <td className="px-4 py-3">
        <Link href={person.href} className={`${nameLink} break-words`}>
          {person.name}
        </Link>
        <p className="mt-0.5 text-xs text-stone-600">{note}</p>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-0.5">
          <PhoneLink phone={person.phone} />
          <EmailLink email={person.email} />
        </div>
      </td>
      <td className="px-4 py-3">
        <p className="break-words text-stone-900">{address}</p>
        <p className="mt-0.5 truncate text-stone-600">{scope}</p>
      </td>
    </>
  );
}

/** What a quote or contract row shows of its record. */
export type PersonRecord = {
  id: string;
  person: Person;
  badge: ReactNode;
  /** The record's number and date, under the name. */
  note: string;
  address: string;
  scope: string;
};

/**
 * The records of one page of a list of clients' records: a card each on a phone, a table row each on a
 * wider screen. `details` fill the card under the name; `cells` end the row after the person's.
 */
export function PersonRows<Item>({
  items,
  label,
  columns,
  testId,
  describe,
  details,
  cells,
}: {
  items: Item[];
  /** "Quotes": the phone's list is named by it, the table's caption starts with it. */
  label: string;
  columns: Column[];
  testId: string;
  describe: (item: Item) => PersonRecord;
  details: (item: Item) => ReactNode;
  cells: (item: Item) => ReactNode;
}) {
  const records = items.map((item) => ({ item, record: describe(item) }));
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
        {records.map(({ item, record }) => (
          <ListCard key={record.id} person={record.person} badge={record.badge} footnote={record.note} testId={testId}>
            <p className="mt-1 text-sm text-stone-700">{record.address}</p>
            {details(item)}
          </ListCard>
        ))}
      </ul>
      <ListTable caption={`${label}, newest first`} columns={columns}>
        {records.map(({ item, record }) => (
          <tr key={record.id} className="align-top hover:bg-stone-50" data-testid={testId}>
            <PersonCells person={record.person} note={record.note} address={record.address} scope={record.scope} />
            {cells(item)}
          </tr>
        ))}
      </ListTable>
    </>
  );
}
