/** Placeholder until this page's issue lands it. */
export default function Support() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Support</h1>
    </main>
  );
}
