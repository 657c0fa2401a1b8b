/** Placeholder until this page's issue lands it. */
export default function Admin() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Admin</h1>
    </main>
  );
}
