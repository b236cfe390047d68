/** The web budgets (docs/PERFORMANCE.md, targets), in one place so the table and the exit code agree. */
export const sizeBudgets = { loginJsGzipKb: 180, loginCssGzipKb: 45 }

export const lighthouseBudgets = {
  performance: 0.95,
  accessibility: 0.95,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
}

/** The chart code (@mantine/charts and recharts, behind the dashboard's lazy chart chunk): it may only ship in chunks only the admin dashboard reaches. */
export const chartModules = ['src/features/dashboard/admin/charts.tsx', 'node_modules/@mantine/charts/', 'node_modules/recharts/']
