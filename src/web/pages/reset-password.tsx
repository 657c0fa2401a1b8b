/** Placeholder until this page's issue lands it. */
export default function ResetPassword() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">ResetPassword</h1>
    </main>
  );
}
