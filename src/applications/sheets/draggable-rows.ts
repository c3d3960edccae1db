// Item rows on our sheets drag as core's do: the row carries the item's drag data, so a drop on this sheet sorts
// it (core's _onSortItem) and a drop on another sheet or the sidebar copies it there.
export function dragItemRows(root: HTMLElement, actor: Actor.Implementation): void {
  for (const row of root.querySelectorAll<HTMLElement>("[data-item-id][data-drag]")) {
    const item = actor.items.get(row.dataset.itemId!);
    // Stryker disable next-line ConditionalExpression: the rows are drawn from this actor's items in the same render
    if (!item) continue;
    row.draggable = true;
    row.addEventListener("dragstart", (event) => {
      // Stryker disable next-line OptionalChaining: a dragstart always carries its dataTransfer
      event.dataTransfer?.setData("text/plain", JSON.stringify(item.toDragData()));
    });
  }
}
