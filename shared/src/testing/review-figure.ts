/** The figure a money review (MoneySummary) shows under one of its rows, by the row's data-review name. */
export const reviewFigure = (scope: HTMLElement, id: string) =>
  scope.querySelector(`[data-review="${id}"] dd`)?.textContent ?? '';
