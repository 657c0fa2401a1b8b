/** Placeholder until this page's issue lands it. */
export default function About() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">About</h1>
    </main>
  );
}
