/**
 * Leads from the same person: the same e-mail (any case, spaces ignored) or the same phone digits.
 * A North American number typed with its leading 1 ("+1 416…") is the same as without it.
 */
type Contact = { id: string; email: string; phone: string };

export function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === "" ? null : key;
}

export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // Fewer than 7 digits is not a phone number anyone could share by chance; it would group strangers.
  return national.length >= 7 ? national : null;
}

/**
 * For each lead, the ids of the other leads from the same person, in the order given. Grouping is
 * transitive: a lead sharing the e-mail of one and the phone of another joins both into one group.
 */
export function relatedLeadIds<Lead extends Contact>(leads: Lead[]): Map<string, string[]> {
  const parent = new Map<string, string>(leads.map((lead) => [lead.id, lead.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const firstWithKey = new Map<string, string>();
  for (const lead of leads) {
    for (const [kind, key] of [
      ["email", emailKey(lead.email)],
      ["phone", phoneKey(lead.phone)],
    ] as const) {
      if (!key) continue;
      const keyed = `${kind}:${key}`;
      const other = firstWithKey.get(keyed);
      if (other) parent.set(find(lead.id), find(other));
      else firstWithKey.set(keyed, lead.id);
    }
  }
  const groups = new Map<string, string[]>();
  for (const lead of leads) {
    const root = find(lead.id);
    groups.set(root, [...(groups.get(root) ?? []), lead.id]);
  }
  return new Map(leads.map((lead) => [lead.id, groups.get(find(lead.id))!.filter((id) => id !== lead.id)]));
}
