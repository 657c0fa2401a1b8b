/** Placeholder until this page's issue lands it. */
export default function Terms() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Terms</h1>
    </main>
  );
}
