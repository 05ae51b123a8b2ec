/** An itemised quote's items and money, in the same table the client reads (with the options they chose once accepted). */
import { Card } from "@/components/ui/panels";
import { QuoteItemsTable } from "@/components/quote/quote-items-table";
import type { QuoteView } from "@shared/api/responses";
import { discountOf } from "@shared/line-items";

export function QuoteItemsCard({ quote }: { quote: QuoteView }) {
  if (quote.lineItems.length === 0) return null;
  const accepted = quote.status === "accepted";
  return (
    <Card aria-labelledby="items-heading">
      <h2 id="items-heading" className="text-lg font-bold text-stone-950">
        Items and totals
      </h2>
      <div className="mt-5">
        <QuoteItemsTable
          items={quote.lineItems}
          chosenOptionIds={quote.chosenOptionIds}
          discount={discountOf(quote)}
          caption={accepted ? "Items, with the options the client chose" : "Items"}
        />
      </div>
    </Card>
  );
}
