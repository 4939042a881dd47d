import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/**
 * Pointer events fire for fingers too, so a plain PointerSensor would start a touch drag after
 * 5 px like a mouse. This one ignores touch pointers and leaves them to the TouchSensor's
 * 120 ms long press, which keeps a finger swipe scrolling the page.
 */
class MousePointerSensor extends PointerSensor {
  static activators = [
    {
      eventName: "onPointerDown" as const,
      handler: (...args: Parameters<(typeof PointerSensor.activators)[number]["handler"]>) =>
        args[0].nativeEvent.pointerType !== "touch" && PointerSensor.activators[0]!.handler(...args),
    },
  ];
}

export function useSortableSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
