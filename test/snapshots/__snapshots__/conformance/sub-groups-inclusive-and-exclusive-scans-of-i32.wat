;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local.set $13
   (i32.add
    (local.get $11)
    (i32.const 512)
   )
  )
  (local.set $14
   (i32.add
    (local.get $11)
    (i32.const 1024)
   )
  )
  (local.set $15
   (i32.add
    (local.get $11)
    (i32.const 1536)
   )
  )
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (if
      (i32.lt_s
       (local.tee $2
        (local.get $0)
       )
       (local.get $1)
      )
      (then
       (loop $l23
        (local.set $0
         (i32.const 0)
        )
        (loop $top3
         (if
          (i32.ge_u
           (local.tee $3
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
           )
           (local.get $6)
          )
          (then
           (global.set $oob_site
            (i32.const 0)
           )
           (br $folding-inner0)
          )
         )
         (local.set $3
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $3)
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $11)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (br_if $top3
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top6
         (if
          (i32.lt_s
           (local.get $0)
           (i32.const 4)
          )
          (then
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 4)
             )
             (br $folding-inner0)
            )
           )
           (local.set $4
            (i32.load
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 5)
             )
             (br $folding-inner0)
            )
           )
           (i32.store
            (i32.add
             (local.get $13)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
            (local.get $4)
           )
           (local.set $3
            (i32.const 1)
           )
           (loop $top9
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $3)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 2)
              )
              (br $folding-inner2)
             )
            )
            (local.set $4
             (i32.add
              (local.get $4)
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $12)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $3)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 3)
              )
              (br $folding-inner2)
             )
            )
            (i32.store
             (i32.add
              (local.get $13)
              (i32.shl
               (local.get $12)
               (i32.const 2)
              )
             )
             (local.get $4)
            )
            (br_if $top9
             (i32.lt_s
              (local.tee $3
               (i32.add
                (local.get $3)
                (i32.const 1)
               )
              )
              (i32.const 32)
             )
            )
           )
          )
         )
         (br_if $top6
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top12
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
           )
           (br $folding-inner1)
          )
         )
         (local.set $4
          (i32.load
           (i32.add
            (local.get $13)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
           )
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 7)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
          (local.get $4)
         )
         (if
          (i32.ge_u
           (local.tee $3
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
           )
           (local.get $6)
          )
          (then
           (global.set $oob_site
            (i32.const 8)
           )
           (br $folding-inner0)
          )
         )
         (local.set $3
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (local.get $3)
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 9)
           )
           (br $folding-inner1)
          )
         )
         (i32.store
          (i32.add
           (local.get $14)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (br_if $top12
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top15
         (if
          (i32.lt_s
           (local.get $0)
           (i32.const 4)
          )
          (then
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 12)
             )
             (br $folding-inner0)
            )
           )
           (i32.store
            (i32.add
             (local.get $15)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
            (i32.const 0)
           )
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 13)
             )
             (br $folding-inner0)
            )
           )
           (local.set $3
            (i32.load
             (i32.add
              (local.get $14)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
           (local.set $4
            (i32.const 1)
           )
           (loop $top18
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $4)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 10)
              )
              (br $folding-inner2)
             )
            )
            (i32.store
             (i32.add
              (local.get $15)
              (i32.shl
               (local.get $12)
               (i32.const 2)
              )
             )
             (local.get $3)
            )
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $4)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 11)
              )
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.add
              (local.get $3)
              (i32.load
               (i32.add
                (local.get $14)
                (i32.shl
                 (local.get $12)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (br_if $top18
             (i32.lt_s
              (local.tee $4
               (i32.add
                (local.get $4)
                (i32.const 1)
               )
              )
              (i32.const 32)
             )
            )
           )
          )
         )
         (br_if $top15
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top21
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 14)
           )
           (br $folding-inner1)
          )
         )
         (local.set $4
          (i32.load
           (i32.add
            (local.get $15)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.tee $3
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
           )
           (local.get $10)
          )
          (then
           (global.set $oob_site
            (i32.const 15)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $9)
           (i32.shl
            (local.get $3)
            (i32.const 2)
           )
          )
          (local.get $4)
         )
         (br_if $top21
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (br_if $l23
         (i32.lt_s
          (local.tee $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (local.get $1)
         )
        )
       )
      )
     )
     (return
      (i32.const 0)
     )
    )
    (global.set $oob_index
     (local.get $3)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_index
    (local.get $0)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $12)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (result i32)
  (local $12 i32)
  (local.set $6
   (i32.add
    (local.get $11)
    (i32.const 512)
   )
  )
  (local.set $8
   (i32.add
    (local.get $11)
    (i32.const 1024)
   )
  )
  (local.set $10
   (i32.add
    (local.get $11)
    (i32.const 1536)
   )
  )
  (block $folding-inner2
   (block $folding-inner1
    (block $folding-inner0
     (if
      (i32.lt_s
       (local.tee $2
        (local.get $0)
       )
       (local.get $1)
      )
      (then
       (loop $l23
        (local.set $0
         (i32.const 0)
        )
        (loop $top3
         (local.set $3
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (i32.add
              (i32.shl
               (local.get $2)
               (i32.const 7)
              )
              (local.get $0)
             )
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $11)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (br_if $top3
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top6
         (if
          (i32.lt_s
           (local.get $0)
           (i32.const 4)
          )
          (then
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 4)
             )
             (br $folding-inner1)
            )
           )
           (local.set $4
            (i32.load
             (i32.add
              (local.get $11)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 5)
             )
             (br $folding-inner1)
            )
           )
           (i32.store
            (i32.add
             (local.get $6)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
            (local.get $4)
           )
           (local.set $3
            (i32.const 1)
           )
           (loop $top9
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $3)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 2)
              )
              (br $folding-inner2)
             )
            )
            (local.set $4
             (i32.add
              (local.get $4)
              (i32.load
               (i32.add
                (local.get $11)
                (i32.shl
                 (local.get $12)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $3)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 3)
              )
              (br $folding-inner2)
             )
            )
            (i32.store
             (i32.add
              (local.get $6)
              (i32.shl
               (local.get $12)
               (i32.const 2)
              )
             )
             (local.get $4)
            )
            (br_if $top9
             (i32.lt_s
              (local.tee $3
               (i32.add
                (local.get $3)
                (i32.const 1)
               )
              )
              (i32.const 32)
             )
            )
           )
          )
         )
         (br_if $top6
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top12
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 6)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $7)
           (i32.shl
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
            (i32.const 2)
           )
          )
          (i32.load
           (i32.add
            (local.get $6)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (local.set $3
          (i32.load
           (i32.add
            (local.get $5)
            (i32.shl
             (i32.add
              (i32.shl
               (local.get $2)
               (i32.const 7)
              )
              (local.get $0)
             )
             (i32.const 2)
            )
           )
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 9)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $8)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (local.get $3)
         )
         (br_if $top12
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top15
         (if
          (i32.lt_s
           (local.get $0)
           (i32.const 4)
          )
          (then
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 12)
             )
             (br $folding-inner1)
            )
           )
           (i32.store
            (i32.add
             (local.get $10)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
            (i32.const 0)
           )
           (if
            (i32.ge_u
             (local.tee $3
              (i32.shl
               (local.get $0)
               (i32.const 5)
              )
             )
             (i32.const 128)
            )
            (then
             (global.set $oob_site
              (i32.const 13)
             )
             (br $folding-inner1)
            )
           )
           (local.set $3
            (i32.load
             (i32.add
              (local.get $8)
              (i32.shl
               (local.get $3)
               (i32.const 2)
              )
             )
            )
           )
           (local.set $4
            (i32.const 1)
           )
           (loop $top18
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $4)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 10)
              )
              (br $folding-inner2)
             )
            )
            (i32.store
             (i32.add
              (local.get $10)
              (i32.shl
               (local.get $12)
               (i32.const 2)
              )
             )
             (local.get $3)
            )
            (if
             (i32.ge_u
              (local.tee $12
               (i32.add
                (i32.shl
                 (local.get $0)
                 (i32.const 5)
                )
                (local.get $4)
               )
              )
              (i32.const 128)
             )
             (then
              (global.set $oob_site
               (i32.const 11)
              )
              (br $folding-inner2)
             )
            )
            (local.set $3
             (i32.add
              (local.get $3)
              (i32.load
               (i32.add
                (local.get $8)
                (i32.shl
                 (local.get $12)
                 (i32.const 2)
                )
               )
              )
             )
            )
            (br_if $top18
             (i32.lt_s
              (local.tee $4
               (i32.add
                (local.get $4)
                (i32.const 1)
               )
              )
              (i32.const 32)
             )
            )
           )
          )
         )
         (br_if $top15
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (local.set $0
         (i32.const 0)
        )
        (loop $top21
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 128)
          )
          (then
           (global.set $oob_site
            (i32.const 14)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $9)
           (i32.shl
            (i32.add
             (i32.shl
              (local.get $2)
              (i32.const 7)
             )
             (local.get $0)
            )
            (i32.const 2)
           )
          )
          (i32.load
           (i32.add
            (local.get $10)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
         )
         (br_if $top21
          (i32.lt_s
           (local.tee $0
            (i32.add
             (local.get $0)
             (i32.const 1)
            )
           )
           (i32.const 128)
          )
         )
        )
        (br_if $l23
         (i32.lt_s
          (local.tee $2
           (i32.add
            (local.get $2)
            (i32.const 1)
           )
          )
          (local.get $1)
         )
        )
       )
      )
     )
     (return
      (i32.const 0)
     )
    )
    (global.set $oob_index
     (local.get $0)
    )
    (return
     (i32.const 1)
    )
   )
   (global.set $oob_index
    (local.get $3)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_index
   (local.get $12)
  )
  (i32.const 1)
 )
)
