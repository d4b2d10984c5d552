-- The checks of test/e2e/neovim.test.ts, loaded with `--cmd 'luafile neovim.lua'` before the
-- README's init.lua snippet (given as `-u`), which starts the server itself when the file's
-- filetype is detected. This file only records the diagnostics as published and, once Neovim has
-- started (VimEnter), checks what the snippet's client did:
--   - a client named urilint is attached to the buffer, rooted at the folder of package.json;
--   - the diagnostics are urilint's, the snippet's settings included (no-insecure-scheme = warn);
--   - the quick fix of no-default-port, requested as textDocument/codeAction and applied with
--     vim.lsp.util.apply_workspace_edit, gives the expected text, and the server then drops that
--     finding.
-- Environment: URILINT_RESULT (file to write the outcome to), URILINT_ROOT (expected root_dir).
-- Written for Neovim 0.7 (vim.lsp.buf_get_clients) and later (vim.lsp.get_clients).
local result_file = os.getenv('URILINT_RESULT')
local function finish(ok, message)
  local f = io.open(result_file, 'w')
  f:write((ok and 'OK ' or 'FAIL ') .. message .. '\n')
  f:close()
  if ok then vim.cmd('qall!') else vim.cmd('cquit 1') end
end

-- The LSP diagnostics by URI, for the codeAction context: pushed (0.7) or pulled (0.10 pulls
-- from a server that offers textDocument/diagnostic, as this one does).
local published = {}
local default_push = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(e, params, ctx, config)
  published[params.uri] = params.diagnostics
  return default_push(e, params, ctx, config)
end
local default_pull = vim.lsp.handlers['textDocument/diagnostic']
if default_pull then
  vim.lsp.handlers['textDocument/diagnostic'] = function(e, result, ctx, config)
    if result and result.kind == 'full' then published[ctx.params.textDocument.uri] = result.items end
    return default_pull(e, result, ctx, config)
  end
end

local function urilint_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == 'urilint' then return client end
  end
end

local function codes(diagnostics)
  local list = {}
  for _, d in ipairs(diagnostics or {}) do table.insert(list, tostring(d.code)) end
  table.sort(list)
  return table.concat(list, ',')
end

local function check()
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  if vim.bo[bufnr].filetype ~= 'javascript' then return finish(false, 'filetype is ' .. vim.bo[bufnr].filetype) end
  local client
  if not vim.wait(20000, function() client = urilint_client(bufnr) return client ~= nil end, 50) then
    return finish(false, 'no urilint client attached')
  end
  if client.config.root_dir ~= os.getenv('URILINT_ROOT') then
    return finish(false, 'root_dir is ' .. tostring(client.config.root_dir))
  end

  local expected = 'no-default-port,no-insecure-scheme'
  if not vim.wait(20000, function() return codes(published[uri]) == expected end, 50) then
    return finish(false, 'diagnostics ' .. vim.inspect(published[uri]))
  end
  if #vim.diagnostic.get(bufnr) ~= 2 then return finish(false, 'vim.diagnostic has ' .. #vim.diagnostic.get(bufnr)) end
  local d
  for _, item in ipairs(published[uri]) do
    if item.code == 'no-default-port' then d = item end
  end
  if d.source ~= 'urilint' then return finish(false, 'unexpected diagnostic ' .. vim.inspect(d)) end

  local params = { textDocument = { uri = uri }, range = d.range, context = { diagnostics = { d } } }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000)
  local fix
  for _, response in pairs(responses or {}) do
    for _, action in ipairs(response.result or {}) do
      if action.title == 'Fix this urilint/no-default-port problem' then fix = action end
    end
  end
  if not fix then return finish(false, 'no quick fix in ' .. vim.inspect(responses)) end
  vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')

  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  if text ~= 'const api = "http://api.acme.io/v1";\nexport default api;' then
    return finish(false, 'buffer is ' .. vim.inspect(text))
  end
  -- the server re-validates the edited buffer: the fixed finding is gone, the other stays
  if not vim.wait(20000, function() return codes(published[uri]) == 'no-insecure-scheme' end, 50) then
    return finish(false, 'after the fix: ' .. vim.inspect(published[uri]))
  end
  vim.lsp.stop_client(client.id)
  finish(true, 'diagnostics received, quick fix applied')
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local ok, err = pcall(check)
    if not ok then finish(false, 'error: ' .. tostring(err)) end
  end,
})
