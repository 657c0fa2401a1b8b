/** Placeholder until this page's issue lands it. */
export default function Register() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Register</h1>
    </main>
  );
}
