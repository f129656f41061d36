import { useEffect } from 'react';

export const PRODUCT_NAME = 'POP Planner';

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${PRODUCT_NAME}`;
  }, [page]);
}
