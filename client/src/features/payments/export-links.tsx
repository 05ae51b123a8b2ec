import { Card } from "@/components/ui/panels";
import { buttonClasses } from "@/components/ui/button";
import { exportLinks } from "@/api/payments";

/** CSV downloads of leads, quotes and contracts, for a spreadsheet or the accountant (they open in Excel). */
export function ExportLinks() {
  return (
    <Card aria-labelledby="exports-heading">
      <h2 id="exports-heading" className="text-lg font-bold text-stone-950">
        Export to Excel (CSV)
      </h2>
      <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {exportLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} download className={buttonClasses("outline", "sm", "w-full sm:w-auto")}>
              {link.label}
              <span className="sr-only"> as a CSV file</span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
