/**
 * A list of follow-ups: separate cards in a narrow place (a phone, the contract page's column), one
 * bordered table of rows under column headings where the list is wide (the Follow-ups page on a
 * computer). The width is the list's own (a container query), not the window's.
 */
import type { FollowUpView } from "@/api/follow-ups";
import { FollowUpColumnHeadings, FollowUpRow } from "./follow-up-row";

type FollowUpListProps = {
  followUps: FollowUpView[];
  showClient: boolean;
  headingLevel: 2 | 3;
  label: string;
};

export function FollowUpList({ followUps, showClient, headingLevel, label }: FollowUpListProps) {
  return (
    <div className="@container">
      <div className="@3xl:overflow-hidden @3xl:rounded-xl @3xl:border @3xl:border-stone-200 @3xl:bg-white @3xl:shadow-sm">
        <FollowUpColumnHeadings showClient={showClient} />
        <ul aria-label={label} className="flex flex-col gap-3 @3xl:gap-0 @3xl:divide-y @3xl:divide-stone-200">
          {followUps.map((followUp) => (
            <FollowUpRow key={followUp.id} followUp={followUp} showClient={showClient} headingLevel={headingLevel} />
          ))}
        </ul>
      </div>
    </div>
  );
}
