/** Placeholder until this page's issue lands it. */
export default function ForgotPassword() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">ForgotPassword</h1>
    </main>
  );
}
