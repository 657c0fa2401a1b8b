/** Placeholder until this page's issue lands it. */
export default function Dashboard() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
    </main>
  );
}
