/** Ends every admin session, on every phone and computer, this one included: asked twice, then done. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useSignOutEverywhere } from "./mutations";

export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: "Signed out everywhere", description: "Sign in again to continue." });
      onSignedOut();
    },
    onError: () => toast({ title: "Not signed out", description: "Please try again.", variant: "destructive" }),
  });

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every phone and computer signed in to the admin area is signed out, this one too."
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="dark" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? "Signing out..." : "Yes, sign out everywhere"}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}
