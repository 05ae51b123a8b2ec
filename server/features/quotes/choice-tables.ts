/**
 * A quote with choices still open, as the PDF prints it: the base items and add-ons in the usual
 * table, then for each choice a "Choose one" table (each option with its description and the
 * subtotal of its items), then a totals box with the total (with HST) for each way of choosing. The
 * facts are worked out by quote-pdf.ts with quoteTotals; nothing here adds or rounds money.
 */
import { formatCents } from "../../../shared/money";
import { keptTogether, type Block } from "../../pdf/blocks";

export type ChoiceTableFacts = {
  groups: {
    title: string;
    required: boolean;
    options: { label: string; description: string; recommended: boolean; subtotalCents: number }[];
  }[];
  /** "with Stamped", "with Broom and Thick slab": the total with HST of each way of choosing, add-ons left out. */
  totals: { label: string; totalCents: number }[];
  range: { lowCents: number; highCents: number };
  depositPercent: number;
};

/** Together the 504 pt text column, as the items table. */
const columns = { option: 150, description: 264, amount: 90 } as const;

export const chooseOneHeading = (group: { title: string; required: boolean }) =>
  `${group.title.toUpperCase()}: ${group.required ? "CHOOSE ONE" : "CHOOSE ONE, OR NONE"}`;

/** Past this many ways of choosing, the box prints the range alone: a long list would bury it. */
const maxTotalRows = 8;

export function choiceBlocks(facts: ChoiceTableFacts): Block[] {
  const groupBlocks = facts.groups.flatMap((group): Block[] => [
    { type: "heading", text: chooseOneHeading(group), size: 11 },
    {
      type: "row",
      size: 9,
      keepWithNext: true,
      cells: [
        { text: "Option", width: columns.option, font: "bold", colour: "stoneMuted" },
        { text: "What it is", width: columns.description, font: "bold", colour: "stoneMuted" },
        { text: "Items subtotal", width: columns.amount, align: "right", font: "bold", colour: "stoneMuted" },
      ],
    },
    { type: "rule", keepWithNext: true },
    ...group.options.map((option): Block => ({
      type: "row",
      cells: [
        { text: option.recommended ? `${option.label} (recommended)` : option.label, width: columns.option, font: "bold" },
        { text: option.description || "-", width: columns.description },
        { text: formatCents(option.subtotalCents), width: columns.amount, align: "right" },
      ],
    })),
  ]);
  // The range row gives its figures a wider column: "$14,690.00 to $18,080.00" on one line.
  const totalRow = (label: string, text: string, bold = false): Block => ({
    type: "row",
    size: bold ? 10.5 : 9.5,
    cells: [
      {
        text: label,
        width: columns.option + columns.description - (bold ? 90 : 0),
        align: "right",
        font: bold ? "bold" : "regular",
        colour: bold ? "stone" : "stoneMuted",
      },
      { text, width: columns.amount + (bold ? 90 : 0), align: "right", font: bold ? "bold" : "regular" },
    ],
  });
  const { lowCents, highCents } = facts.range;
  const rows =
    facts.totals.length <= maxTotalRows
      ? facts.totals.map(({ label, totalCents }) => totalRow(`Total ${label} (with HST)`, formatCents(totalCents)))
      : [];
  return [
    ...groupBlocks,
    { type: "space", points: 6 },
    ...keptTogether([
      { type: "rule" },
      ...rows,
      totalRow("Total with HST, depending on your choice", `${formatCents(lowCents)} to ${formatCents(highCents)}`, true),
      { type: "space", points: 4 },
      {
        type: "text",
        text: `Add-ons are extra. The deposit is ${facts.depositPercent}% of the total you choose, due at signing; the rest is due on completion.`,
        style: { size: 9, colour: "stoneMuted" },
      },
    ]),
  ];
}
