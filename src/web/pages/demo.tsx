/** Placeholder until this page's issue lands it. */
export default function Demo() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Demo</h1>
    </main>
  );
}
