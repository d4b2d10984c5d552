// A user's profile card.

interface ProfileProps {
  name: string;
  id: string;
}

export function Profile({ name, id }: ProfileProps) {
  return (
    <div>
      <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" />
      <a href="https://bücher.example/authors">Books</a>
      <a href={`https://www.example.com:443/users/${id}`}>{name}</a>
      <form action="/profile/update photo">
        <button formAction={'/profile/delete\u0020photo'}>Delete</button>
      </form>
    </div>
  );
}
