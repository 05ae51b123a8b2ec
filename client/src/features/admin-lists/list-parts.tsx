/**
 * The parts the admin lists share: on a phone a card per record (name, badge, details, how to reach
 * the client, a dated footnote), on a wider screen a table with a row per record. Quotes and contracts
 * differ only in what goes into them.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmailLink, PhoneLink } from "./contact-links";

const nameLink = "font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950";

type Person = { href: string; name: string; phone: string; email: string };

export function ListCard({
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
export function PersonCells({ person, note, address, scope }: { person: Person; note: string; address: string; scope: string }) {
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
