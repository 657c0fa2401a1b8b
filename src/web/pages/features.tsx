/** Placeholder until this page's issue lands it. */
export default function Features() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Features</h1>
    </main>
  );
}
