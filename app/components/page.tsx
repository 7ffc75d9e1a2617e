/** The width and side margins every page shares. */
export function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl px-5 sm:px-8">{children}</div>;
}
