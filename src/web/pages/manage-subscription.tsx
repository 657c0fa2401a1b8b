/** Placeholder until this page's issue lands it. */
export default function ManageSubscription() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">ManageSubscription</h1>
    </main>
  );
}
