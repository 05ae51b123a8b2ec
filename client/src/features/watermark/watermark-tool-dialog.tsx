/** The large dialog that holds the watermark tool, opened from the gallery's hero. */
import { Dialog } from "@/components/ui/dialog";
import { business } from "@shared/business";
import { WatermarkTool } from "./watermark-tool";

export default function WatermarkToolDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Watermark Tool"
      description={`Add the ${business.brand} mark to your own project photos before you share them.`}
      size="xl"
    >
      <WatermarkTool />
    </Dialog>
  );
}
