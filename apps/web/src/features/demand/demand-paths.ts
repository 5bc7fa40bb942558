/** The demand order pages of the mall (routes without menu entries). */
export const DemandPath = {
  confirm: '/mall/demandConfirm',
  success: '/mall/success',
  detail: '/mall/demandDetail',
} as const;

export function demandDetailPath(id: string): string {
  return `${DemandPath.detail}?id=${encodeURIComponent(id)}`;
}

export function successPath(result: { id: string; orderNo: string }): string {
  return `${DemandPath.success}?id=${encodeURIComponent(result.id)}&orderNo=${encodeURIComponent(result.orderNo)}`;
}
