/** The starting values of a line item the admin adds. */
import type { LineItem } from "@shared/line-items";
import { newItemId } from "./new-item-id";

export function blankLineItem(overrides: Partial<Omit<LineItem, "id">> = {}): LineItem {
  return { id: newItemId(), description: "", quantity: "", unit: "sq_ft", unitPrice: "", optional: false, ...overrides };
}
