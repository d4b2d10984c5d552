// A small API client with the URL mistakes that slip through review.

const API_BASE = 'https://api.example.com:443/v1';
const LEGACY_PROFILE = "HTTP://Legacy.Example.com/%7euser";
const BACKUP = 'ftp://backup:s3cr3t@files.example.com/db.tar';
const METRICS = 'https://metrics.example.com:99999/push';
const DOCS = 'htps://docs.example.com/guide';

export interface User {
  id: string;
  name: string;
}

export async function findUsers(): Promise<User[]> {
  const res = await fetch("/api/users?name=John Doe");
  return (await res.json()) as User[];
}

export function avatarUrl(user: User): string {
  return new URL(`https://cdn.example.com/avatars/${user.id}/profile pic.png`).href;
}

export function fetchOrder(id: string): Promise<Response> {
  return fetch(API_BASE + '/orders/' + id + '?fields=id,total amount');
}

export function request(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init);
}

export const endpoints = { LEGACY_PROFILE, BACKUP, METRICS, DOCS };

export async function search(term: string): Promise<Response> {
  return request(`/search?q=${encodeURIComponent(term)}&sort=date desc`);
}
